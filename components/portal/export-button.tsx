'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { useToast } from '../ui/toast';
import { useTRPC } from '../console/trpc';
import { useConsoleRole } from '../console/console-role';
import { useDownload } from '../console/download';

/** The export holds the tenant's whole data: developers and owners only. */
export function ExportButton() {
  const { mayChange } = useConsoleRole();
  return mayChange ? <ExportButtonControl /> : null;
}

/** Downloads the tenant's account data (`GET /tenants/me/export`'s procedure) as a JSON file; a refusal shows beside the button. */
function ExportButtonControl() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const download = useDownload();

  async function exportData() {
    const saved = await download.start(async () => {
      const data = await queryClient.fetchQuery({ ...trpc.tenants.exportMe.queryOptions({}), staleTime: 0 });
      return { blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename: `${data.tenant.appId}-export-${data.exportedAt.slice(0, 10)}.json` };
    });
    if (saved) toast.success('Your account data was exported');
  }

  return (
    <div className="flex min-w-0 flex-col items-end">
      <Button variant="secondary" onClick={() => void exportData()} pending={download.pending}>
        Export account data
      </Button>
      <div className="max-w-xs">
        <FormAlert message={download.error} />
      </div>
    </div>
  );
}
