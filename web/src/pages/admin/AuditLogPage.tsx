import { PageTitle } from '../../ui/PageTitle';
import { AuditLog } from '../../features/auditLog/AuditLog';
import { AUDIT_TEXTS } from '../../features/auditLog/auditTexts';
import styles from '../../features/adminUsers/AdminHome.module.css';

/** /admin/log: who changed matches, fixtures, users and club players, when, with before and after. */
export default function AuditLogPage() {
  return (
    <>
      <PageTitle>{AUDIT_TEXTS.title}</PageTitle>
      <section className={styles.section}>
        <AuditLog />
      </section>
    </>
  );
}
