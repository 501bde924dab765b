import '@mantine/core/styles/Tabs.css';
