import '@mantine/core/styles/Popover.css';
