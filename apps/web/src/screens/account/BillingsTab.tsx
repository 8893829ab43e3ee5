// Billings: the current plan, a link to the Plans tab, and the invoice table.
import { IconArrowUpRight, IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { invoiceLink, listInvoices, listSubscriptions, type Invoice } from '../../api/billing.ts';
import { toastError } from '../../api/errors.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card, CardHeader } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { formatPrice, subscriptionPlanName } from './billing-format.ts';
import { formatLongDate } from './format-date.ts';
import { useBillingList } from './use-billing.ts';

const T = ACCOUNT_TEXTS.billing;

async function open(kind: 'pay' | 'download', invoiceId: string) {
  try {
    const url = await invoiceLink(kind, invoiceId);
    if (url) window.open(url, '_blank', 'noopener');
  } catch (error) {
    toastError(error);
  }
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const paid = invoice.status === 'paid';
  const amount = paid ? invoice.amount_paid : invoice.amount_due;
  return (
    <tr className="text-sm text-neutral-700">
      <td className="px-4 py-3">{formatLongDate(invoice.date ?? invoice.paid_at ?? invoice.due_date)}</td>
      <td className="px-4 py-3 tabular-nums">{formatPrice(amount ?? 0, invoice.currency_code)}</td>
      <td className="px-4 py-3">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium capitalize',
            paid ? 'bg-green-50 text-green-700' : 'bg-amber-50 text-amber-700',
          )}
        >
          {invoice.status ?? ''}
        </span>
      </td>
      <td className="px-4 py-3 text-right">
        <Button variant="ghost" size="sm" onClick={() => void open(paid ? 'download' : 'pay', invoice.id)}>
          {paid ? T.download : T.pay}
        </Button>
      </td>
    </tr>
  );
}

export function BillingsTab() {
  const { items: subscriptions } = useBillingList(listSubscriptions);
  const { items: invoices } = useBillingList(listInvoices);
  const planName = subscriptions ? (subscriptionPlanName(subscriptions) ?? T.freePlan) : null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader title={T.heading} description={T.description} />
        <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-5">
          <div className="flex items-center gap-3">
            <span className="rounded-lg bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white capitalize">
              {planName ?? <Spinner className="size-4" />}
            </span>
          </div>
          <Link to="/account/plans" className={buttonClass('secondary', 'md')}>
            {T.viewPlans}
            <IconArrowUpRight className="size-4" />
          </Link>
        </div>
      </Card>
      <Card className="overflow-hidden">
        <CardHeader title={T.invoices} />
        {invoices === null ? (
          <div className="flex justify-center py-10 text-neutral-400">
            <Spinner />
          </div>
        ) : invoices.length === 0 ? (
          <EmptyState icon={<IconFileInvoice className="size-5" />} title={T.noInvoices} />
        ) : (
          <table className="w-full">
            <thead>
              <tr className="border-b border-neutral-100 text-left text-xs font-medium text-neutral-400">
                <th className="px-4 py-2.5 font-medium">{T.columns.date}</th>
                <th className="px-4 py-2.5 font-medium">{T.columns.amount}</th>
                <th className="px-4 py-2.5 font-medium">{T.columns.status}</th>
                <th className="px-4 py-2.5 text-right font-medium">{T.columns.invoice}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
