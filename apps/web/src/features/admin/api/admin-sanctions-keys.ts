/** Query keys of the Settings tab; `all` prefixes them all, `data` what an import changes (not the job). */
export const adminSanctionsKeys = {
  all: ['admin-sanctions'] as const,
  data: () => [...adminSanctionsKeys.all, 'data'] as const,
  stats: () => [...adminSanctionsKeys.data(), 'stats'] as const,
  versions: (limit: number) => [...adminSanctionsKeys.data(), 'versions', limit] as const,
  job: (id: string) => [...adminSanctionsKeys.all, 'job', id] as const,
};
