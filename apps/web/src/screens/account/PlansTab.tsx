// Plans: Commercial / Business families, Monthly / Yearly and INR / USD selects, a card per plan.
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { listPlans, type Plan } from '../../api/billing.ts';
import { Card, CardHeader } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { PillTab, PillTabList, Tabs } from '../../components/ui/Tabs.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import {
  formatPrice,
  monthlyMinor,
  priceFor,
  type Currency,
  type Period,
  type PlanFamily,
} from './billing-format.ts';
import { useBillingList } from './use-billing.ts';

const T = ACCOUNT_TEXTS.plans;

const PERIODS = [
  { value: 'month', label: T.monthly },
  { value: 'year', label: T.yearly },
] as const;
const CURRENCIES = [
  { value: 'INR', label: 'INR' },
  { value: 'USD', label: 'USD' },
] as const;

function PlanCard({ plan, period, currency }: { plan: Plan; period: Period; currency: Currency }) {
  const price = priceFor(plan, period, currency);
  const description = plan.metadata?.description;
  const products = plan.metadata?.['no-of-products'];
  const publishable = plan.metadata?.['are-products-publishable'] === 'true';
  return (
    <div className="flex flex-col rounded-2xl border border-neutral-200 p-5 transition-shadow hover:shadow-md">
      <p className="text-sm font-medium text-neutral-900">{plan.name}</p>
      {typeof description === 'string' && <p className="mt-1 text-xs text-neutral-500">{description}</p>}
      {price && (
        <p className="mt-4">
          <span className="text-2xl font-medium text-neutral-900 tabular-nums">
            {formatPrice(monthlyMinor(price), currency)}
          </span>
          <span className="ml-1 text-xs text-neutral-500">{T.perMonth}</span>
          {period === 'year' && <span className="block text-xs text-neutral-400">{T.billedAnnually}</span>}
        </p>
      )}
      <ul className="mt-4 flex flex-col gap-1.5 text-xs text-neutral-600">
        {typeof products === 'string' && (
          <li className="flex items-center gap-1.5">
            <IconCheck className="size-3.5 text-brand-500" /> {products} products
          </li>
        )}
        {publishable && (
          <li className="flex items-center gap-1.5">
            <IconCheck className="size-3.5 text-brand-500" /> Publishing
          </li>
        )}
      </ul>
    </div>
  );
}

export function PlansTab() {
  const { items: plans } = useBillingList(listPlans);
  const [family, setFamily] = useState<PlanFamily>('commercial');
  const [period, setPeriod] = useState<Period>('month');
  const [currency, setCurrency] = useState<Currency>('INR');
  const shown = (plans ?? []).filter(
    (plan) => plan.item_family_id === family && priceFor(plan, period, currency) !== undefined,
  );

  return (
    <Card>
      <CardHeader title={T.heading} description={T.description} />
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-5">
        <Tabs value={family} onValueChange={(value) => setFamily(value as PlanFamily)}>
          <PillTabList aria-label="Plan family">
            <PillTab value="commercial">{T.commercial}</PillTab>
            <PillTab value="business">{T.business}</PillTab>
          </PillTabList>
        </Tabs>
        <div className="flex gap-2">
          <Select aria-label="Billing period" value={period} onValueChange={setPeriod} options={PERIODS} />
          <Select aria-label="Currency" value={currency} onValueChange={setCurrency} options={CURRENCIES} />
        </div>
      </div>
      <div className="px-6 py-6">
        {plans === null ? (
          <div className="flex justify-center py-10 text-neutral-400">
            <Spinner />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState icon={<IconSparkles className="size-5" />} title={T.empty} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} currency={currency} />
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
