import '@mantine/core/styles/Image.css';
