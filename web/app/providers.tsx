import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../ui/toast-host';

/** SPEC 9: data stays fresh for 300 s and is not refetched on mount or window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 300_000,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        {children}
        <ToastHost />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
