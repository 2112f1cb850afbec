// The portal feeds (Kyero XML): public routes only, nothing other features use.
export { default as feedRoutes } from './routes';
