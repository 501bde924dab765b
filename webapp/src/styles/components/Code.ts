import '@mantine/core/styles/Code.css';
