import '@mantine/core/styles/NumberInput.css';
