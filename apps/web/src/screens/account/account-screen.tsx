// /account and /account/:action ('Settings'): Profile (with Sessions), Billings, Plans, API and
// WebHooks tabs. The open tab lives in the URL so a redirect (e.g. a publish refused by the plan) can
// open Plans.
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import { readStoredUser } from '../../api/storage.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { ACCOUNT_TABS, ACCOUNT_TEXTS, accountTabFor, accountTabPath, type AccountTab } from './texts.ts';
import type { AccountLoaderData } from './account-route.ts';
import { ApiTokensTab } from './api-tokens-tab.tsx';
import { BillingsTab } from './billings-tab.tsx';
import { PlansTab } from './plans-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SessionsCard } from './sessions-card.tsx';

export {
  accountAction as action,
  accountLoader as loader,
  shouldRevalidateAccount as shouldRevalidate,
} from './account-route.ts';

export default function AccountScreen() {
  const data = useLoaderData() as AccountLoaderData;
  const { action } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tab = accountTabFor(action, search);
  const email = data.user?.email ?? readStoredUser()?.email ?? '';

  return (
    <>
      <title>{`${ACCOUNT_TEXTS.title} · Vitrine`}</title>
      <PageHeader title={ACCOUNT_TEXTS.title} description={ACCOUNT_TEXTS.description} />
      <Tabs
        value={tab}
        onValueChange={(next) => void navigate(accountTabPath(next as AccountTab, search), { replace: true })}
      >
        <TabList aria-label={ACCOUNT_TEXTS.title} className="mb-6">
          {ACCOUNT_TABS.map((id) => (
            <Tab key={id} value={id}>
              {ACCOUNT_TEXTS.tabs[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="profile" className="max-w-3xl">
          <ProfileTab key={data.user?.id ?? 'anonymous'} user={data.user} email={email} />
          <SessionsCard />
        </TabPanel>
        <TabPanel value="billings" className="max-w-4xl">
          <BillingsTab />
        </TabPanel>
        <TabPanel value="plans">
          <PlansTab />
        </TabPanel>
        <TabPanel value="api" className="max-w-4xl">
          <ApiTokensTab />
        </TabPanel>
      </Tabs>
    </>
  );
}
