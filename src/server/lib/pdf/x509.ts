// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata API before it loads:
// import it from here, never from the package, so the polyfill always comes first (module requests load in order).
import 'reflect-metadata';

export * from '@peculiar/x509';
