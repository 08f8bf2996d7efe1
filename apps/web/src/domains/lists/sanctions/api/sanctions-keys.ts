/** Query keys of the Settings tab; `all` prefixes them all, `data` what an import changes (not the job). */
export const sanctionsKeys = {
  all: ['sanctions'] as const,
  data: () => [...sanctionsKeys.all, 'data'] as const,
  stats: () => [...sanctionsKeys.data(), 'stats'] as const,
  versions: (limit: number) => [...sanctionsKeys.data(), 'versions', limit] as const,
  job: (id: string) => [...sanctionsKeys.all, 'job', id] as const,
};
