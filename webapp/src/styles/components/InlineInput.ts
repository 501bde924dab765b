import '@mantine/core/styles/InlineInput.css';
