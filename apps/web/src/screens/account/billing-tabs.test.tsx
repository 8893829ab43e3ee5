// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entitlements, Invoice, Plan, PlanPrice, Subscription } from '../../api/billing.ts';
import { BillingsTab } from './billings-tab.tsx';
import { PlansTab } from './plans-tab.tsx';
import { billingKeys } from './use-billing.ts';

vi.mock('../../api/billing.ts', () => ({
  listPlans: vi.fn(),
  listInvoices: vi.fn(),
  listSubscriptions: vi.fn(),
  getEntitlements: vi.fn(),
  startCheckout: vi.fn(),
  scheduleDowngrade: vi.fn(),
  cancelSubscription: vi.fn(),
  invoiceLink: vi.fn(),
}));
vi.mock('../../api/teams.ts', () => ({ listTeams: vi.fn() }));
vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const billing = await import('../../api/billing.ts');
const { listTeams } = await import('../../api/teams.ts');
const { toast } = await import('sonner');

const prices = (id: string, month: number): PlanPrice[] => [
  { id: `${id}-INR-Monthly`, item_id: id, price: month, period_unit: 'month', currency_code: 'INR' },
  { id: `${id}-INR-Yearly`, item_id: id, price: month * 10, period_unit: 'year', currency_code: 'INR' },
];
const plan = (id: string, month: number, products: string): Plan => ({
  id,
  name: id,
  item_family_id: 'commercial',
  metadata: { description: `${id} plan`, 'no-of-products': products, 'are-products-publishable': 'true' },
  prices: prices(id, month),
});
const PLANS = [plan('Growth', 299900, '5'), plan('Starter', 99900, '1'), plan('Scale', 999900, '25')];

const free: Entitlements = {
  teamId: 't1',
  plan: { id: null, name: 'Free', itemPriceId: null, free: true },
  publishable: false,
  maxPublishedProjects: 0,
  publishedProjects: 0,
  whiteLabel: false,
  subscription: null,
};
const onStarter: Entitlements = {
  teamId: 't1',
  plan: { id: 'Starter', name: 'Starter', itemPriceId: 'Starter-INR-Monthly', free: false },
  publishable: true,
  maxPublishedProjects: 1,
  publishedProjects: 1,
  whiteLabel: false,
  subscription: {
    id: 'sub_1',
    status: 'active',
    itemPriceId: 'Starter-INR-Monthly',
    currentTermEnd: '2026-12-25T10:00:00.000Z',
    scheduledItemPriceId: null,
    cancelsAt: null,
  },
};
const starterSubscription: Subscription = {
  id: 'sub_1',
  team_id: 't1',
  status: 'active',
  currency_code: 'INR',
  current_term_start: Date.UTC(2026, 10, 25, 10) / 1000,
  current_term_end: Date.UTC(2026, 11, 25, 10) / 1000,
  cancelled_at: null,
  has_scheduled_changes: false,
  scheduled_item_price_id: null,
  subscription_items: [
    { item_price_id: 'Starter-INR-Monthly', item_type: 'plan', quantity: 1, unit_price: 99900 },
  ],
};
const paidInvoice: Invoice = {
  id: 'INV-1',
  team_id: 't1',
  subscription_id: 'sub_1',
  status: 'paid',
  date: Date.UTC(2026, 10, 25, 12) / 1000,
  due_date: null,
  paid_at: Date.UTC(2026, 10, 25, 12) / 1000,
  total: 99900,
  amount_paid: 99900,
  amount_due: 0,
  currency_code: 'INR',
  line_items: [{ description: 'Starter monthly', amount: 99900 }],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderTab(tab: 'billings' | 'plans', entry = `/account/${tab}`, client = newClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/account/:action"
            element={
              <>
                {tab === 'billings' ? <BillingsTab /> : <PlansTab />}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const DATE = '2026-01-01T00:00:00.000Z';

beforeEach(() => {
  vi.mocked(listTeams).mockResolvedValue({
    items: [
      { id: 't1', name: 'Personal', personal: true, role: 'team_owner', createdAt: DATE, updatedAt: DATE },
      { id: 't2', name: 'Shop', personal: false, role: 'team_member', createdAt: DATE, updatedAt: DATE },
    ],
    total: 2,
  });
  vi.mocked(billing.listPlans).mockResolvedValue(PLANS);
  vi.mocked(billing.getEntitlements).mockResolvedValue(free);
  vi.mocked(billing.listSubscriptions).mockResolvedValue([]);
  vi.mocked(billing.listInvoices).mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Plans', () => {
  it('offers a free team one upgrade, on the cheapest plan', async () => {
    renderTab('plans');
    const starter = await screen.findByTestId('plan-card-Starter');
    await waitFor(() => expect(screen.getAllByTestId('plan-upgrade')).toHaveLength(1));
    expect(within(starter).getByTestId('plan-upgrade')).toBeTruthy();
    expect(starter.textContent).toContain('₹999.00');
    expect(starter.textContent).toContain('1 published project');
    expect(screen.queryByTestId('plan-current')).toBeNull();
  });

  it('marks the current plan and offers the next one above it in price', async () => {
    vi.mocked(billing.getEntitlements).mockResolvedValue(onStarter);
    renderTab('plans');
    const starter = await screen.findByTestId('plan-card-Starter');
    await waitFor(() => expect(within(starter).getByTestId('plan-current')).toBeTruthy());
    const upgrades = screen.getAllByTestId('plan-upgrade');
    expect(upgrades).toHaveLength(1);
    expect(within(screen.getByTestId('plan-card-Growth')).getByTestId('plan-upgrade')).toBe(upgrades[0]);
  });

  it('opens the hosted checkout of the chosen price', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(billing.startCheckout).mockResolvedValue('http://localhost/billing/checkout/hp_x');
    renderTab('plans');
    fireEvent.click(await screen.findByTestId('plan-upgrade'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/billing/checkout/hp_x'));
    expect(billing.startCheckout).toHaveBeenCalledWith('t1', 'Starter-INR-Monthly', undefined);
    vi.unstubAllGlobals();
  });

  it('sends the page the upgrade started from with the checkout, to come back to once paid', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(billing.startCheckout).mockResolvedValue('http://localhost/billing/checkout/hp_y');
    renderTab('plans', '/account/plans?redirect=publish&team=t1&returnTo=%2Fbuilder%2Fp1');
    fireEvent.click(await screen.findByTestId('plan-upgrade'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/billing/checkout/hp_y'));
    expect(billing.startCheckout).toHaveBeenCalledWith('t1', 'Starter-INR-Monthly', '/builder/p1');
    vi.unstubAllGlobals();
  });

  it('offers members no upgrade', async () => {
    renderTab('plans', '/account/plans?team=t2');
    await screen.findByTestId('plan-card-Starter');
    await screen.findByText('Only the team owner can change the plan.');
    expect(screen.queryByTestId('plan-upgrade')).toBeNull();
    expect(billing.getEntitlements).toHaveBeenCalledWith('t2');
  });

  it('says so when the catalog is empty', async () => {
    vi.mocked(billing.listPlans).mockResolvedValue([]);
    renderTab('plans');
    await screen.findByText('No active plans found.');
  });
});

describe('Billings', () => {
  it('shows the free plan and no invoices', async () => {
    renderTab('billings');
    await waitFor(() => expect(screen.getByTestId('billing-plan-name').textContent).toBe('Free'));
    expect(screen.getByText('Publishing needs a paid plan.')).toBeTruthy();
    await screen.findByText('No Invoices Found');
    expect(screen.getByRole('link', { name: /View Plans and Upgrade/ }).getAttribute('href')).toBe(
      '/account/plans?team=t1',
    );
  });

  it('names the plan from the item price id and lists the invoices', async () => {
    vi.mocked(billing.getEntitlements).mockResolvedValue(onStarter);
    vi.mocked(billing.listSubscriptions).mockResolvedValue([starterSubscription]);
    vi.mocked(billing.listInvoices).mockResolvedValue([
      paidInvoice,
      {
        ...paidInvoice,
        id: 'INV-2',
        status: 'payment_due',
        amount_paid: 0,
        amount_due: 1500,
        currency_code: 'USD',
      },
    ]);
    renderTab('billings');
    await waitFor(() => expect(screen.getByTestId('billing-plan-name').textContent).toBe('Starter monthly'));
    expect(screen.getByTestId('billing-plan-term').textContent).toBe('Renews on December 25, 2026');
    expect(screen.getByTestId('billing-plan-usage').textContent).toBe('Published projects: 1 of 1');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows[0]!.textContent).toContain('November 25, 2026');
    expect(rows[0]!.textContent).toContain('₹999.00');
    expect(within(rows[0]!).queryByTestId('invoice-pay')).toBeNull();
    expect(rows[1]!.textContent).toContain('$15.00');
    expect(within(rows[1]!).getByTestId('invoice-pay')).toBeTruthy();
  });

  it('refetches cached billing after a checkout returns, and tidies the URL', async () => {
    // Fresh (under 60 s) reads from before the checkout: only the return makes them stale.
    const client = newClient();
    client.setQueryData(billingKeys.entitlements('t1'), free);
    client.setQueryData(billingKeys.subscriptions('t1'), []);
    client.setQueryData(billingKeys.invoices('t1'), []);
    vi.mocked(billing.getEntitlements).mockResolvedValue(onStarter);
    vi.mocked(billing.listSubscriptions).mockResolvedValue([starterSubscription]);
    vi.mocked(billing.listInvoices).mockResolvedValue([paidInvoice]);
    renderTab('billings', '/account/billings?team=t1&checkout=succeeded', client);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment received: your plan is active', expect.anything()),
    );
    await waitFor(() => expect(screen.getByTestId('billing-plan-name').textContent).toBe('Starter monthly'));
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(1);
    // The router applies the replace navigation on its own schedule, after the effect that asked for it.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/billings?team=t1'));
  });

  it('keeps fresh reads for 60 s without asking again', async () => {
    const client = newClient();
    client.setQueryData(billingKeys.entitlements('t1'), free);
    client.setQueryData(billingKeys.subscriptions('t1'), []);
    client.setQueryData(billingKeys.invoices('t1'), []);
    renderTab('billings', '/account/billings', client);
    await screen.findByText('No Invoices Found');
    expect(billing.getEntitlements).not.toHaveBeenCalled();
    expect(billing.listInvoices).not.toHaveBeenCalled();
  });
});
