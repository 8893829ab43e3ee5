// Billings: the team's current plan (with its renewal, pending change or end, and how many projects
// it publishes), a link to Plans, the owner's cancel, and the invoice table. Arriving back from a
// hosted checkout (`?checkout=succeeded`) refreshes the cached reads and says so.
import { IconArrowUpRight, IconFileInvoice } from '@tabler/icons-react';
import { DEFAULT_CURRENCY, formatPrice } from '@vitrine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { cancelSubscription, invoiceLink, type Entitlements, type Invoice } from '../../api/billing.ts';
import { toastError } from '../../api/errors.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ACCOUNT_TEXTS } from './texts.ts';
import { BillingTeamPicker } from './billing-team-picker.tsx';
import { planText } from './billing-format.ts';
import { formatLongDate } from './format-date.ts';
import { openInNewTab } from './open-in-new-tab.ts';
import {
  useBillingTeam,
  useEntitlements,
  useInvoices,
  useRefreshBilling,
  useSubscriptions,
} from './use-billing.ts';

const T = ACCOUNT_TEXTS.billing;

/** Toasts the outcome of a hosted checkout once, refreshes the team's billing, and tidies the URL. */
function useCheckoutReturn(teamId: string | undefined) {
  const [search, setSearch] = useSearchParams();
  const refresh = useRefreshBilling();
  const outcome = search.get('checkout');
  useEffect(() => {
    if (!outcome || !teamId) return;
    if (outcome === 'succeeded') toast.success(T.checkoutSucceeded, { id: 'checkout-return' });
    else toast.info(T.checkoutCancelled, { id: 'checkout-return' });
    void refresh(teamId);
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
    // Runs when a checkout outcome arrives, not on every render of the helpers.
  }, [outcome, teamId]);
}

function InvoiceRow({ invoice, teamId, canPay }: { invoice: Invoice; teamId: string; canPay: boolean }) {
  const paid = invoice.status === 'paid';
  const amount = paid ? invoice.amount_paid : invoice.amount_due;
  return (
    <tr className="text-sm text-neutral-700" data-testid="invoice-row">
      <td className="px-4 py-3">{formatLongDate(invoice.date)}</td>
      <td className="px-4 py-3 tabular-nums">
        {formatPrice(amount ?? 0, invoice.currency_code ?? DEFAULT_CURRENCY)}
      </td>
      <td className="px-4 py-3">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            paid ? 'bg-green-50 text-green-700' : 'bg-amber-50 text-amber-700',
          )}
        >
          {(invoice.status ?? '').replace(/_/g, ' ')}
        </span>
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {!paid && canPay && (
          <Button
            variant="secondary"
            size="sm"
            data-testid="invoice-pay"
            onClick={() => void openInNewTab(() => invoiceLink('pay', invoice.id, teamId))}
          >
            {T.pay}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          data-testid="invoice-download"
          onClick={() => void openInNewTab(() => invoiceLink('download', invoice.id, teamId))}
        >
          {T.download}
        </Button>
      </td>
    </tr>
  );
}

/** The line under the plan name: renewal, pending change or end of the subscription. */
function termLine(entitlements: Entitlements): string | null {
  const subscription = entitlements.subscription;
  if (!subscription) return entitlements.publishable ? null : T.noPublishing;
  const end = formatLongDate(subscription.currentTermEnd ?? undefined);
  if (!end) return null;
  if (subscription.cancelsAt) return T.ends(end);
  if (subscription.scheduledItemPriceId)
    return T.changes(planText(subscription.scheduledItemPriceId) ?? subscription.scheduledItemPriceId, end);
  return T.renews(end);
}

function CurrentPlan({
  entitlements,
  itemPriceId,
  teamId,
  isOwner,
}: {
  entitlements: Entitlements;
  /** The subscription's item price: the plan text is built from it (SPEC §3). */
  itemPriceId: string | undefined;
  teamId: string;
  isOwner: boolean;
}) {
  const refresh = useRefreshBilling();
  const subscription = entitlements.subscription;
  const name = planText(itemPriceId) ?? (entitlements.plan.name || T.freePlan);
  const line = termLine(entitlements);
  const max = entitlements.maxPublishedProjects;
  const over = max !== null && entitlements.publishedProjects > max;

  const cancel = async () => {
    try {
      await refresh(teamId, await cancelSubscription(teamId));
      toast.success(T.cancelled);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  return (
    <div className="flex flex-wrap items-start justify-between gap-4 px-6 py-5">
      <div className="flex min-w-0 flex-col gap-1.5">
        <span
          data-testid="billing-plan-name"
          className="w-fit rounded-lg bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white"
        >
          {name}
        </span>
        {line && (
          <p className="text-sm text-neutral-600" data-testid="billing-plan-term">
            {line}
          </p>
        )}
        {entitlements.publishable && (
          <p className="text-xs text-neutral-500" data-testid="billing-plan-usage">
            {T.usage(entitlements.publishedProjects, max)}
          </p>
        )}
        {over && <p className="max-w-md text-xs text-amber-700">{T.overLimit}</p>}
        {!isOwner && <p className="text-xs text-neutral-500">{T.ownerOnly}</p>}
      </div>
      <div className="flex items-center gap-2">
        {isOwner && subscription && !subscription.cancelsAt && (
          <ConfirmDialog
            title={T.cancelTitle}
            description={T.cancelDescription(formatLongDate(subscription.currentTermEnd ?? undefined))}
            confirmLabel={T.cancelConfirm}
            onConfirm={cancel}
          >
            <Button variant="ghost">{T.cancel}</Button>
          </ConfirmDialog>
        )}
        <Link to={`/account/plans?team=${teamId}`} className={buttonClass('secondary', 'md')}>
          {T.viewPlans}
          <IconArrowUpRight className="size-4" />
        </Link>
      </div>
    </div>
  );
}

const loading = (
  <div className="flex justify-center py-10 text-neutral-500">
    <Spinner />
  </div>
);

export function BillingsTab() {
  const billing = useBillingTeam();
  const teamId = billing.team?.id;
  useCheckoutReturn(teamId);
  const entitlements = useEntitlements(teamId);
  const subscriptions = useSubscriptions(teamId);
  const invoices = useInvoices(teamId);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title={T.heading}
          description={T.description}
          actions={<BillingTeamPicker billing={billing} />}
        />
        {entitlements.isError || subscriptions.isError ? (
          <p className="px-6 py-5 text-sm text-red-600">{T.loadFailed}</p>
        ) : !entitlements.data || !subscriptions.data || !teamId ? (
          loading
        ) : (
          <CurrentPlan
            entitlements={entitlements.data}
            itemPriceId={subscriptions.data[0]?.subscription_items[0]?.item_price_id}
            teamId={teamId}
            isOwner={billing.isOwner}
          />
        )}
      </Card>
      <Card className="overflow-hidden">
        <CardHeader title={T.invoices} />
        {invoices.isError ? (
          <p className="px-6 py-5 text-sm text-red-600">{T.loadFailed}</p>
        ) : !invoices.data || !teamId ? (
          loading
        ) : invoices.data.length === 0 ? (
          <EmptyState icon={<IconFileInvoice className="size-5" />} title={T.noInvoices} />
        ) : (
          <table className="w-full">
            <thead>
              <tr className="border-b border-neutral-100 text-left text-xs font-medium text-neutral-500">
                <th className="px-4 py-2.5 font-medium">{T.columns.date}</th>
                <th className="px-4 py-2.5 font-medium">{T.columns.amount}</th>
                <th className="px-4 py-2.5 font-medium">{T.columns.status}</th>
                <th className="px-4 py-2.5 text-right font-medium">{T.columns.invoice}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {invoices.data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} teamId={teamId} canPay={billing.isOwner} />
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
