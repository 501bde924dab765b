import '@mantine/core/styles/ThemeIcon.css';
