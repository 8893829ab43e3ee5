// Every route module of the server, in one list.
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';

export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
