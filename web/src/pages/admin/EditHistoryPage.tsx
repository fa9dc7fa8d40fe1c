/** Registered but empty in the product being rebuilt (spec 002 §2.1); the admin navigation frames it. */
export default function EditHistoryPage() {
  return null;
}
