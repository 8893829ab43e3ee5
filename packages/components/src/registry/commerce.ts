// The commerce components: prices of the selected attribute options per currency. Each is defined
// beside its renderer; this list (with general.ts) comes with the renderer.
import { currencyLabelMeta } from '../dom/currency-label.meta.ts';
import { totalPriceMeta } from '../dom/total-price.meta.ts';

export const COMMERCE_COMPONENTS = [totalPriceMeta, currencyLabelMeta] as const;
