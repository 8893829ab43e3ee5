// Plans: Commercial / Business families, Monthly / Yearly and INR / USD selects, a card per plan with
// its price (yearly shown per month, "billed annually"), description and limits. The team's plan is
// marked; the owner gets one Upgrade, on the plan next above it in price (SPEC §9), which opens the
// hosted checkout, and may move to a cheaper plan at the end of the term. A checkout started from a
// publish the plan refused (`?returnTo=`) brings the user back to that builder once paid.
import { IconCheck, IconSparkles, IconX } from '@tabler/icons-react';
import { formatPrice, nextPlanAbove, planLimits, planOfItemPrice, planPrice } from '@vitrine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { scheduleDowngrade, startCheckout, type Entitlements, type Plan } from '../../api/billing.ts';
import { toastError } from '../../api/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PillTab, PillTabList, Tabs } from '../../components/ui/tabs.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ACCOUNT_TEXTS, upgradeReturnPath } from './texts.ts';
import { BillingTeamPicker } from './billing-team-picker.tsx';
import { monthlyMinor, type Currency, type Period, type PlanFamily } from './billing-format.ts';
import { formatLongDate } from './format-date.ts';
import { useBillingTeam, useEntitlements, usePlans, useRefreshBilling } from './use-billing.ts';

const T = ACCOUNT_TEXTS.plans;

const PERIODS = [
  { value: 'month', label: T.monthly },
  { value: 'year', label: T.yearly },
] as const;
const CURRENCIES = [
  { value: 'INR', label: 'INR' },
  { value: 'USD', label: 'USD' },
] as const;

/** What a card offers the owner: the upgrade, a switch at the term end, or nothing. */
type Offer = 'upgrade' | 'downgrade' | 'scheduled' | null;

interface PlanCardProps {
  plan: Plan;
  period: Period;
  currency: Currency;
  current: boolean;
  offer: Offer;
  termEnd: string;
  onUpgrade: (itemPriceId: string) => Promise<void>;
  onDowngrade: (itemPriceId: string) => Promise<void>;
}

function Limit({ allowed, children }: { allowed: boolean; children: string }) {
  const Icon = allowed ? IconCheck : IconX;
  return (
    <li className={cn('flex items-center gap-1.5', !allowed && 'text-neutral-500')}>
      <Icon className={cn('size-3.5', allowed ? 'text-brand-600' : 'text-neutral-300')} /> {children}
    </li>
  );
}

function PlanCard({
  plan,
  period,
  currency,
  current,
  offer,
  termEnd,
  onUpgrade,
  onDowngrade,
}: PlanCardProps) {
  const [busy, setBusy] = useState(false);
  const price = planPrice(plan, period, currency)!;
  const metadata = plan.metadata;
  const limits = planLimits(metadata);
  const discount = metadata['yearly-discount'];

  const upgrade = async () => {
    setBusy(true);
    try {
      await onUpgrade(price.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        'flex flex-col rounded-2xl border p-5 transition-shadow hover:shadow-md',
        current ? 'border-brand-500 ring-1 ring-brand-500' : 'border-neutral-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-neutral-900">{plan.name}</p>
        {current && (
          <span
            data-testid="plan-current"
            className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
          >
            {T.current}
          </span>
        )}
      </div>
      {metadata.description && <p className="mt-1 text-xs text-neutral-500">{metadata.description}</p>}
      <p className="mt-4">
        <span className="text-2xl font-medium text-neutral-900 tabular-nums">
          {formatPrice(monthlyMinor(price), currency)}
        </span>
        <span className="ml-1 text-xs text-neutral-500">{T.perMonth}</span>
        {period === 'year' ? (
          <span className="block text-xs text-neutral-500">
            {T.billedAnnually} · {formatPrice(price.price, currency)}
          </span>
        ) : (
          discount && <span className="block text-xs text-neutral-500">{T.yearlyDiscount(discount)}</span>
        )}
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-1.5 text-xs text-neutral-600">
        <Limit allowed={limits.publishable}>{limits.publishable ? T.publishing : T.noPublishing}</Limit>
        {limits.publishable && <Limit allowed>{T.products(limits.maxPublishedProjects)}</Limit>}
        {limits.whiteLabel && <Limit allowed>{T.whiteLabel}</Limit>}
      </ul>
      {offer === 'upgrade' && (
        <Button className="mt-5" loading={busy} onClick={() => void upgrade()} data-testid="plan-upgrade">
          {T.upgrade}
        </Button>
      )}
      {offer === 'downgrade' && (
        <ConfirmDialog
          title={T.downgradeTitle(plan.name)}
          description={T.downgradeDescription(plan.name, termEnd)}
          confirmLabel={T.downgradeConfirm}
          destructive={false}
          onConfirm={() => onDowngrade(price.id)}
        >
          <Button variant="ghost" className="mt-5" data-testid="plan-downgrade">
            {T.downgrade}
          </Button>
        </ConfirmDialog>
      )}
      {offer === 'scheduled' && (
        <p className="mt-5 text-center text-xs text-neutral-500">{T.startsOn(termEnd)}</p>
      )}
    </div>
  );
}

/** The monthly price of the team's current item price, to find which plans are cheaper. */
function currentMonthly(plans: Plan[], itemPriceId: string | null) {
  if (!itemPriceId) return null;
  const price = planOfItemPrice(plans, itemPriceId)?.prices.find((entry) => entry.id === itemPriceId);
  return price ? { monthly: monthlyMinor(price), currency: price.currency_code } : null;
}

function offerFor(
  plan: Plan,
  entitlements: Entitlements | undefined,
  upgrade: Plan | undefined,
  current: ReturnType<typeof currentMonthly>,
  period: Period,
  currency: Currency,
): Offer {
  if (plan === upgrade) return 'upgrade';
  const subscription = entitlements?.subscription;
  if (!subscription || !current || plan.id === entitlements.plan.id || currency !== current.currency)
    return null;
  const price = planPrice(plan, period, currency)!;
  if (subscription.scheduledItemPriceId === price.id) return 'scheduled';
  return monthlyMinor(price) < current.monthly ? 'downgrade' : null;
}

export function PlansTab() {
  const billing = useBillingTeam();
  const teamId = billing.team?.id;
  const plans = usePlans();
  const entitlements = useEntitlements(teamId);
  const refresh = useRefreshBilling();
  const [search] = useSearchParams();
  const returnTo = upgradeReturnPath(search);
  const [family, setFamily] = useState<PlanFamily>('commercial');
  const [period, setPeriod] = useState<Period>('month');
  const [currency, setCurrency] = useState<Currency>('INR');
  const all = plans.data ?? [];
  const shown = all.filter(
    (plan) => plan.item_family_id === family && planPrice(plan, period, currency) !== undefined,
  );
  const currentPlanId = entitlements.data?.plan.id ?? null;
  const currentPlan = all.find((plan) => plan.id === currentPlanId);
  const current = currentMonthly(all, entitlements.data?.plan.itemPriceId ?? null);
  // Until the team's plan is known no upgrade is offered: it could be the wrong one.
  const upgrade =
    billing.isOwner && entitlements.data ? nextPlanAbove(shown, currentPlan, period, currency) : undefined;
  const termEnd = formatLongDate(entitlements.data?.subscription?.currentTermEnd ?? undefined);

  const onUpgrade = async (itemPriceId: string) => {
    if (!teamId) return;
    try {
      window.location.assign(await startCheckout(teamId, itemPriceId, returnTo ?? undefined));
    } catch (error) {
      toastError(error);
    }
  };

  const onDowngrade = async (itemPriceId: string) => {
    if (!teamId) return;
    try {
      await refresh(teamId, await scheduleDowngrade(teamId, itemPriceId));
      const plan = planOfItemPrice(all, itemPriceId);
      toast.success(T.downgraded(plan?.name ?? itemPriceId));
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  return (
    <Card>
      <CardHeader
        title={T.heading}
        description={T.description}
        actions={<BillingTeamPicker billing={billing} />}
      />
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
        {plans.isPending ? (
          <div className="flex justify-center py-10 text-neutral-500">
            <Spinner />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState icon={<IconSparkles className="size-5" />} title={T.empty} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period={period}
                  currency={currency}
                  current={plan.id === currentPlanId}
                  offer={
                    billing.isOwner
                      ? offerFor(plan, entitlements.data, upgrade, current, period, currency)
                      : null
                  }
                  termEnd={termEnd}
                  onUpgrade={onUpgrade}
                  onDowngrade={onDowngrade}
                />
              ))}
            </div>
            {billing.team && !billing.isOwner && (
              <p className="mt-4 text-xs text-neutral-500">{T.ownerOnly}</p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
