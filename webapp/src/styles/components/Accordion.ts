import '@mantine/core/styles/Accordion.css';
