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

/**
 * `client` is given when the page was rendered on the server: the server's client holds the data it
 * rendered, and the browser's is filled from the dehydrated state before hydrating (web/main.tsx).
 */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        {children}
        <ToastHost />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
