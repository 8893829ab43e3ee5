// What the project settings' rules say when an entry is refused (allowed domains, project name).
import { ALLOWED_DOMAINS_MAX } from '../constants.ts';
import { PROJECT_LABEL_MAX_LENGTH } from '../schema/project.ts';

export const ALLOWED_DOMAIN_TEXTS = {
  empty: 'Enter a domain, such as example.com',
  invalid: (entry: string) =>
    `“${entry}” is not a domain. Enter a domain such as example.com, or *.example.com for all of its subdomains.`,
  tooMany: `A project can have at most ${ALLOWED_DOMAINS_MAX} allowed domains`,
} as const;

export const PROJECT_NAME_TEXTS = {
  empty: 'Project name cannot be empty',
  tooLong: `Project name is at most ${PROJECT_LABEL_MAX_LENGTH} characters`,
} as const;
