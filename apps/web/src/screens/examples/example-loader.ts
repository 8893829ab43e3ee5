// The example loader (SPEC §8): the example project is read first; an HTTP client error shows the
// server's message (else 'Something went wrong !!!') and goes back to the dashboard, as does a
// missing example id.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { DEFAULT_ERROR_TOAST, errorMessage, isApiError } from '../../api/errors.ts';

const exampleSchema = z.object({ id: z.string(), label: z.string().catch('') });
export type ExampleSummary = z.infer<typeof exampleSchema>;

export async function exampleLoader({ params }: LoaderFunctionArgs): Promise<ExampleSummary | Response> {
  const exampleId = params.exampleId;
  if (!exampleId) return redirect('/');
  try {
    return exampleSchema.parse(await api('GET', `/v2/projects/${encodeURIComponent(exampleId)}`));
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      toast.error(errorMessage(error, DEFAULT_ERROR_TOAST));
      return redirect('/');
    }
    throw error;
  }
}
