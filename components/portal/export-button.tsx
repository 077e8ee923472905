'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { messageOf, useTRPC } from '../console/trpc';
import { useConsoleRole } from '../console/console-role';

/** The export holds the tenant's whole data: developers and owners only. */
export function ExportButton() {
  const { mayChange } = useConsoleRole();
  return mayChange ? <ExportButtonControl  /> : null;
}

/** Downloads the tenant's account data (`GET /tenants/me/export`'s procedure) as a JSON file. */
function ExportButtonControl() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function exportData() {
    setPending(true);
    try {
      const data = await queryClient.fetchQuery({ ...trpc.tenants.exportMe.queryOptions({}), staleTime: 0 });
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${data.tenant.appId}-export-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success('Your account data was exported');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" onClick={exportData} pending={pending}>
      Export account data
    </Button>
  );
}
