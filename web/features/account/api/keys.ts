export const accountKeys = {
  all: ['account'] as const,
  export: (id: string) => [...accountKeys.all, 'export', id] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
