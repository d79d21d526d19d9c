import { redirect } from 'react-router';

/** Spec 2: /dashboard replaces itself with /analyzer. */
export function loader() {
  return redirect('/analyzer');
}

export default function Dashboard() {
  return null;
}
