import '@mantine/core/styles/Pagination.css';
