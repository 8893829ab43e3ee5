// Every route module of the server, in one list.
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './user.ts';
import { personalAccessTokenRoutes } from './personal-access-tokens.ts';
import { teamRoutes } from './teams/index.ts';
import { projectRoutes } from './projects.ts';
import { exampleRoutes } from './examples.ts';
import { currencyRoutes } from './currencies.ts';
import { featureFlagRoutes } from './feature-flags.ts';
import { feedbackRoutes } from './feedback.ts';
import { notificationRoutes } from './notifications.ts';
import { collabRoutes } from '../collab/plugin.ts';
import { assetRoutes } from './assets.ts';
import { releaseRoutes } from './releases.ts';
import { publishedRoutes } from './published.ts';
import { analyticsRoutes } from './analytics.ts';
import { forkRoutes } from './forks.ts';
import { thumbnailRoutes } from './thumbnail.ts';

export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(personalAccessTokenRoutes);
  await app.register(teamRoutes);
  await app.register(projectRoutes);
  await app.register(exampleRoutes);
  await app.register(currencyRoutes);
  await app.register(featureFlagRoutes);
  await app.register(feedbackRoutes);
  await app.register(notificationRoutes);
  await app.register(collabRoutes);
  await app.register(assetRoutes);
  await app.register(releaseRoutes);
  await app.register(publishedRoutes);
  await app.register(analyticsRoutes);
  await app.register(forkRoutes);
  await app.register(thumbnailRoutes);
}
