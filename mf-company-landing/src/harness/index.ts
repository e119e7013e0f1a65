console.info('harness pending');
