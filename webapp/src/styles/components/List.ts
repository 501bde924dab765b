import '@mantine/core/styles/List.css';
