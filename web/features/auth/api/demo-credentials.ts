import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '../../../lib/http';
import { authKeys } from './keys';

export type DemoCredentials = { email: string; password: string };

/**
 * The sample login exists only on development servers (SECURITY decision 2): production answers 404,
 * so no credential ever ships inside the bundle.
 */
async function fetchDemoCredentials(): Promise<DemoCredentials | null> {
  try {
    const data = await getJson<DemoCredentials>('/_api/auth/demo-credentials');
    return data && typeof data.email === 'string' && typeof data.password === 'string' ? data : null;
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

export const useDemoCredentials = () =>
  useQuery({ queryKey: authKeys.demoCredentials(), queryFn: fetchDemoCredentials, retry: false, staleTime: Infinity });
