// What other features may use of viewings: a contact's viewings for its story.
export { viewingDto } from './dto';
