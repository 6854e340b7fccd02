import { calls, type UserManagementSettings } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { call } from '../../lib/call.ts';
import { USER_MANAGEMENT_KEY, UserManagementForm } from './UserManagementForm.tsx';

/** /admin/usermanagement: whether external users may register, and the e-mail domains they may use. */
export default function UserManagementScreen() {
  const query = useQuery<UserManagementSettings>({
    queryKey: USER_MANAGEMENT_KEY,
    queryFn: ({ signal }) => call(calls.getUserManagement, { signal }),
  });
  return (
    <PageSection title="User Management">
      <QueryView query={query} what="user management settings">
        {(settings) => <UserManagementForm key={JSON.stringify(settings)} settings={settings} />}
      </QueryView>
    </PageSection>
  );
}
