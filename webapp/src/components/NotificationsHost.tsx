import '@/styles/components/Notification';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications appear; loaded lazily so the first page stays small. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
