import type { FastifyInstance } from 'fastify';
import authRoutes from './features/auth/routes';
import contactRoutes from './features/contacts/routes';
import contentRoutes from './features/content/routes';
import contractRoutes from './features/contracts/routes';
import healthRoutes from './features/health/routes';
import mediaRoutes from './features/media/routes';
import menuRoutes from './features/menu/routes';
import paymentRoutes from './features/payments/routes';
import propertyRoutes from './features/properties/routes';
import systemRoutes from './features/system/routes';

/** Every API route module, in one list: the security matrix test walks the same route table. */
export const routeModules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  propertyRoutes,
  mediaRoutes,
  contentRoutes,
  menuRoutes,
  contactRoutes,
  contractRoutes,
  paymentRoutes,
  systemRoutes,
];
