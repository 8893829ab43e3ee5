// The example loader (SPEC §8): the example project is read first; an HTTP client error shows the
// server's message (else 'Something went wrong !!!') and goes back to the dashboard, as does a
// missing example id.
import type { ProjectDetail } from '@vitrine/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_ERROR_TOAST, errorMessage, isApiError } from '../../api/errors.ts';
import { getProject } from '../../api/projects.ts';

export type ExampleSummary = Pick<ProjectDetail, 'id' | 'label'>;

export async function exampleLoader({ params }: LoaderFunctionArgs): Promise<ExampleSummary | Response> {
  const exampleId = params.exampleId;
  if (!exampleId) return redirect('/');
  try {
    const { id, label } = await getProject(exampleId, { document: false });
    return { id, label };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      toast.error(errorMessage(error, DEFAULT_ERROR_TOAST));
      return redirect('/');
    }
    throw error;
  }
}
