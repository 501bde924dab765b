import '@mantine/core/styles/Typography.css';
