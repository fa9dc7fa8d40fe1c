import { PageTitle } from '../../ui/PageTitle';
import { ContactEditor } from '../../features/adminContact/ContactEditor';
import styles from '../../features/adminUsers/AdminHome.module.css';

export default function EditAboutPage() {
  return (
    <>
      <PageTitle>Kontakt</PageTitle>
      <section className={styles.section}>
        <ContactEditor />
      </section>
    </>
  );
}
