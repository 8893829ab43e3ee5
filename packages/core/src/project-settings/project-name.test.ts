import { describe, expect, it } from 'vitest';
import { PROJECT_LABEL_MAX_LENGTH } from '../schema/project.ts';
import { projectNameProblem } from './project-name.ts';
import { PROJECT_NAME_TEXTS } from './texts.ts';

describe('projectNameProblem', () => {
  it('refuses a name that is empty once trimmed', () => {
    expect(projectNameProblem('')).toBe(PROJECT_NAME_TEXTS.empty);
    expect(projectNameProblem(' \t\n ')).toBe(PROJECT_NAME_TEXTS.empty);
  });

  it('refuses a name over the limit and accepts the rest', () => {
    expect(projectNameProblem('x'.repeat(PROJECT_LABEL_MAX_LENGTH + 1))).toBe(PROJECT_NAME_TEXTS.tooLong);
    expect(projectNameProblem(` ${'x'.repeat(PROJECT_LABEL_MAX_LENGTH)} `)).toBeNull();
    expect(projectNameProblem('Shoe configurator')).toBeNull();
  });
});
