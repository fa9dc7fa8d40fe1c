import type { ContactInfoRow } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';

/** The club's contact rows (fetchContactInfo): the contact dialog, /about and the admin's editor. */
export function useContactInfo(): { rows: ContactInfoRow[] | null; failed: boolean } {
  const query = useApiQuery('fetchContactInfo', {});
  return { rows: query.data?.contactInfo ?? null, failed: query.isError };
}
