import {
  ACTIVITY_PAGE_SIZE,
  activityExportFileName,
  activityLogsReplySchema,
} from '@sanctions/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { activityQueryParams } from '../lib/activity-params';
import type { ActivityFilterState } from '../lib/activity-params';

const LOGS_PATH = '/api/v2/user/activity-logs';

export const activityKeys = {
  all: ['activity-logs'] as const,
  page: (filters: ActivityFilterState, offset: number) =>
    [...activityKeys.all, { ...filters, offset }] as const,
};

/** One page of the activity log (spec 7; page size 20, spec 9). */
export function getActivityLogsQueryOptions(filters: ActivityFilterState, offset: number) {
  return queryOptions({
    queryKey: activityKeys.page(filters, offset),
    queryFn: async () => {
      const params = activityQueryParams(filters);
      params.set('limit', String(ACTIVITY_PAGE_SIZE));
      params.set('offset', String(offset));
      return (await apiClient.get(`${LOGS_PATH}?${params.toString()}`, activityLogsReplySchema))
        .data;
    },
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useActivityLogs(filters: ActivityFilterState, offset: number) {
  return useQuery(getActivityLogsQueryOptions(filters, offset));
}

export type ExportFormat = 'csv' | 'json';

/**
 * Downloads the filtered log as `activity-logs-{format}.{format}` (spec 7). The API client hands back
 * CSV as text and JSON parsed, so JSON is written out again, indented.
 */
export async function exportActivityLogs(filters: ActivityFilterState, format: ExportFormat) {
  const params = activityQueryParams(filters);
  params.set('format', format);
  const body = await apiClient.get(`${LOGS_PATH}/export?${params.toString()}`, z.unknown());
  if (format === 'csv') {
    const csv = typeof body === 'string' ? body : '';
    // The BOM makes Excel read the file as UTF-8 (Arabic descriptions); fetch's decoder drops it.
    const bom = csv.startsWith('\uFEFF') ? '' : '\uFEFF';
    saveFile(
      new Blob([bom + csv], { type: 'text/csv;charset=utf-8' }),
      activityExportFileName(format),
    );
    return;
  }
  saveFile(
    new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }),
    activityExportFileName(format),
  );
}
