import '@mantine/core/styles/Switch.css';
