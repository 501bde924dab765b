import '@mantine/core/styles/Notification.css';
