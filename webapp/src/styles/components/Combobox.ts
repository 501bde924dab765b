import '@mantine/core/styles/Combobox.css';
