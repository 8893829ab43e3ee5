// An instant as the API writes it: an ISO 8601 string in UTC (Date.toISOString()), described to
// readers of the API as a date-time.
import { z } from 'zod';

export const DateTimeSchema = z.string().meta({ format: 'date-time' });
