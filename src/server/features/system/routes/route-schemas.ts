export const tags = ['Sistema'];
