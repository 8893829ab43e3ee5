// Errors reported by rendered components, keyed by element id.
import { z } from 'zod';

export const DiagnosticSchema = z.object({ message: z.string() });
export type Diagnostic = z.infer<typeof DiagnosticSchema>;

export const DiagnosticsSchema = z.record(z.string(), z.array(DiagnosticSchema));
export type Diagnostics = z.infer<typeof DiagnosticsSchema>;
