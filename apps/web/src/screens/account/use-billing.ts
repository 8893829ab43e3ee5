// The account area's billing reads, cached by TanStack Query: invoices, subscriptions and
// entitlements stay fresh 60 s (SPEC §9) and are refetched when a checkout returns or the owner
// changes the plan. The team that pays is the one in `?team=`, else the caller's first (personal) team.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Team } from '@vitrine/core';
import {
  getEntitlements,
  listInvoices,
  listPlans,
  listSubscriptions,
  type Entitlements,
} from '../../api/billing.ts';
import { listTeams } from '../../api/teams.ts';

/** SPEC §9: invoice and subscription cache 60 s. */
export const BILLING_CACHE_MS = 60_000;

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  team: (teamId: string) => ['billing', 'team', teamId] as const,
  invoices: (teamId: string) => ['billing', 'team', teamId, 'invoices'] as const,
  subscriptions: (teamId: string) => ['billing', 'team', teamId, 'subscriptions'] as const,
  entitlements: (teamId: string) => ['billing', 'team', teamId, 'entitlements'] as const,
};

export interface BillingTeam {
  teams: Team[] | undefined;
  team: Team | undefined;
  /** Only the owner buys, changes and cancels (docs/permissions.md). */
  isOwner: boolean;
  selectTeam: (teamId: string) => void;
}

export function useBillingTeam(): BillingTeam {
  const [search, setSearch] = useSearchParams();
  const { data } = useQuery({
    queryKey: ['teams', 'mine'],
    queryFn: listTeams,
    staleTime: BILLING_CACHE_MS,
  });
  const teams = data?.items;
  const wanted = search.get('team');
  const team = teams?.find((entry) => entry.id === wanted) ?? teams?.[0];
  return {
    teams,
    team,
    isOwner: team?.role === 'team_owner',
    selectTeam: (teamId) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('team', teamId);
          return next;
        },
        { replace: true },
      ),
  };
}

export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans, queryFn: listPlans, staleTime: BILLING_CACHE_MS });
}

export function useInvoices(teamId: string | undefined) {
  return useQuery({
    queryKey: billingKeys.invoices(teamId ?? ''),
    queryFn: () => listInvoices(teamId),
    staleTime: BILLING_CACHE_MS,
    enabled: !!teamId,
  });
}

export function useSubscriptions(teamId: string | undefined) {
  return useQuery({
    queryKey: billingKeys.subscriptions(teamId ?? ''),
    queryFn: () => listSubscriptions(teamId),
    staleTime: BILLING_CACHE_MS,
    enabled: !!teamId,
  });
}

export function useEntitlements(teamId: string | undefined) {
  return useQuery({
    queryKey: billingKeys.entitlements(teamId ?? ''),
    queryFn: () => getEntitlements(teamId),
    staleTime: BILLING_CACHE_MS,
    enabled: !!teamId,
  });
}

/** After a checkout returns or the plan changes: the team's billing reads are stale at once. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return (teamId: string, entitlements?: Entitlements) => {
    if (entitlements) client.setQueryData(billingKeys.entitlements(teamId), entitlements);
    return client.invalidateQueries({ queryKey: billingKeys.team(teamId) });
  };
}
