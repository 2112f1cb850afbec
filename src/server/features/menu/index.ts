// What other features may use of the menu (lint: no reaching into a feature).
export { localizedMenu, publicMenu } from './queries';
